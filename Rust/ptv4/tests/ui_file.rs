//! A `.ui` file that declares a `PtvPlaceholder`, loaded by `gtk::Builder`
//! after `ptv4::init()`. A binary of its own, so that nothing has registered
//! the library's types before: `init` is seen to register them. GTK runs on
//! the main thread only, hence its own `main` (Cargo.toml: `harness = false`).

use gtk::glib;
use ptv4::{Placeholder, ReturnBehavior};

const UI: &str = r#"<interface>
  <object class="GtkTextView" id="view"/>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">From the file</property>
    <property name="max-length">20</property>
    <property name="return-behavior">activates-default</property>
  </object>
</interface>"#;

fn main() {
    gtk::init().expect("a display (run the test under Xvfb)");
    let names = [
        "PtvPlaceholder",
        "PtvPlaceholderError",
        "PtvLimitMode",
        "PtvReturnBehavior",
    ];
    for name in names {
        assert!(
            glib::Type::from_name(name).is_none(),
            "{name} is not registered before ptv4::init()"
        );
    }
    ptv4::init();
    ptv4::init();
    for name in names {
        assert!(
            glib::Type::from_name(name).is_some(),
            "ptv4::init() registers {name}"
        );
    }
    let builder = gtk::Builder::from_string(UI);
    let placeholder: Placeholder = builder
        .object("placeholder")
        .expect("the .ui file's placeholder");
    let view: gtk::TextView = builder.object("view").expect("the .ui file's view");
    assert_eq!(placeholder.text(), "From the file");
    assert_eq!(placeholder.text_view().as_ref(), Some(&view));
    assert_eq!(
        (placeholder.max_length(), placeholder.return_behavior()),
        (20, ReturnBehavior::ActivatesDefault)
    );
    println!("test a .ui file after ptv4::init() ... ok");
}
