-- The add-to-cart issue: additional-fields forms, custom button labels, product images with a
-- main image per variant.

  ALTER TABLE products ADD COLUMN additional_fields_form TEXT;
  ALTER TABLE products ADD COLUMN custom_add_button_text TEXT;
  ALTER TABLE products ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE variants ADD COLUMN main_image_id TEXT;
  