//! Lifetimes: the placeholder a view keeps, found again with
//! `Placeholder::for_view`, and an object whose view was destroyed, whose
//! every setting is refused with a GLib critical of the domain `Ptv` and
//! changes nothing. GTK runs on the main thread only, hence its own `main`
//! (Cargo.toml: `harness = false`).

use std::sync::{Arc, Mutex};

use gtk::glib;
use gtk::prelude::*;
use ptv4::{Placeholder, ReturnBehavior};

const GONE: &str = "assertion 'the placeholder's view is alive' failed";

fn main() {
    gtk::init().expect("a display (run the test under Xvfb)");
    let checks: &[(&str, fn())] = &[
        ("the view's placeholder, found from it", found_from_the_view),
        (
            "settings refused once the view is gone",
            refused_once_the_view_is_gone,
        ),
    ];
    for (name, check) in checks {
        check();
        println!("test {name} ... ok");
    }
    println!("test result: ok. {} passed", checks.len());
}

/// Runs GTK's main loop until nothing is pending, a few times over.
fn settle() {
    let context = glib::MainContext::default();
    for _ in 0..20 {
        while context.iteration(false) {}
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// A view in a shown window.
fn view_in_window() -> (gtk::Window, gtk::TextView) {
    let view = gtk::TextView::new();
    let window = gtk::Window::builder().child(&view).build();
    window.present();
    settle();
    (window, view)
}

/// The criticals `action` logs in the domain `Ptv`, caught (not printed).
fn criticals_of(action: impl FnOnce()) -> Vec<String> {
    let logged = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&logged);
    let handler = glib::log_set_handler(
        Some("Ptv"),
        glib::LogLevels::LEVEL_CRITICAL,
        true,
        true,
        move |_, _, message| sink.lock().unwrap().push(message.to_owned()),
    );
    action();
    glib::log_remove_handler(Some("Ptv"), handler);
    let messages = logged.lock().unwrap().clone();
    messages
}

fn found_from_the_view() {
    let (window, view) = view_in_window();
    assert!(
        Placeholder::for_view(&view).is_none(),
        "none before one is attached"
    );
    let first = Placeholder::new(&view, "Kept by the view");
    let found = Placeholder::for_view(&view).expect("found while an object is attached");
    assert_ne!(found, first, "a new object");
    first.set_centered(true);
    assert!(
        found.is_centered(),
        "a change through one is seen through the other"
    );
    drop((first, found));
    settle();
    let again = Placeholder::for_view(&view).expect("found after every object was dropped");
    assert_eq!(again.text(), "Kept by the view");
    assert!(again.is_centered() && again.is_showing());
    window.destroy();
}

fn refused_once_the_view_is_gone() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "Before");
    window.destroy();
    drop((window, view));
    settle();
    assert!(placeholder.text_view().is_none(), "the view is gone");
    let refused = criticals_of(|| {
        placeholder.set_text("After");
        placeholder.set_max_length(3);
        placeholder.set_return_behavior(ReturnBehavior::MovesFocus);
        placeholder.set_property("centered", true);
        assert!(
            placeholder.set_markup("<b>After</b>").is_err(),
            "set_markup is an Err"
        );
    });
    let expected: Vec<String> = [
        "ptv_placeholder_set_text",
        "ptv_placeholder_set_max_length",
        "ptv_placeholder_set_return_behavior",
        "ptv_placeholder_set_property (PtvPlaceholder:centered)",
        "ptv_placeholder_set_markup",
    ]
    .iter()
    .map(|function| format!("{function}: {GONE}"))
    .collect();
    assert_eq!(refused, expected);
    assert_eq!(placeholder.text(), "Before", "nothing changed");
    assert_eq!(placeholder.max_length(), 0);
    assert_eq!(placeholder.return_behavior(), ReturnBehavior::Newline);
    assert!(!placeholder.is_centered() && placeholder.markup().is_none());
    // Moving the object on is no setting: the next view takes it silently.
    let (next_window, next) = view_in_window();
    assert!(criticals_of(|| placeholder.set_text_view(Some(&next))).is_empty());
    placeholder.set_text("On the next view");
    assert!(placeholder.is_showing());
    next_window.destroy();
}
