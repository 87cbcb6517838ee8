//! The bindings on real widgets under a display: GTK runs on the main
//! thread only, so this test has its own `main` (Cargo.toml: `harness =
//! false`) that runs each check in turn and fails on the first that does not
//! hold. Rust/test.sh runs it under a display of its own (Tests/xvfb.sh).

use std::cell::Cell;
use std::rc::Rc;

use gtk::prelude::*;
use gtk::{gdk, glib, graphene};
use ptv4::{LimitMode, Placeholder, PlaceholderError, ReturnBehavior};

const TEXT: &str = "Tell us about yourself: what you do and what you like.";

fn main() {
    gtk::init().expect("a display (run the test under Xvfb)");
    let checks: &[(&str, fn())] = &[
        ("visibility follows the text", visibility_follows_the_text),
        ("markup errors are Err", markup_errors_are_err),
        ("every property is typed API", every_property_is_typed_api),
        ("the limit cuts a user's edit", limit_cuts_a_users_edit),
        ("the counter's properties", counter_properties),
        ("signals and bind_property", signals_and_bindings),
        (
            "the ink lands where typed text lands",
            ink_lands_where_typed_text_lands,
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

/// Types `text` into `view` as its user does: an interactive insertion at
/// the caret of the focused view.
fn type_into(view: &gtk::TextView, text: &str) {
    assert!(view.has_focus(), "the view has the keyboard focus");
    view.buffer().insert_interactive_at_cursor(text, true);
}

/// A view in a shown window, focused, with no caret in the pictures.
fn view_in_window() -> (gtk::Window, gtk::TextView) {
    let view = gtk::TextView::builder()
        .wrap_mode(gtk::WrapMode::Word)
        .left_margin(14)
        .top_margin(9)
        .cursor_visible(false)
        .build();
    let window = gtk::Window::builder()
        .default_width(320)
        .default_height(160)
        .child(&view)
        .build();
    window.present();
    view.grab_focus();
    settle();
    (window, view)
}

fn visibility_follows_the_text() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "Write a message…");
    settle();
    assert!(placeholder.is_showing(), "showing while the view is empty");
    assert_eq!(placeholder.text(), "Write a message…");
    assert_eq!(placeholder.text_view().as_ref(), Some(&view));
    // GTK 4's entry keeps its placeholder while focused, and so by default does this one.
    assert!(
        !placeholder.hides_while_focused(),
        "the toolkit's entry's rule by default"
    );
    type_into(&view, "typed");
    assert!(!placeholder.is_showing(), "hidden once there is text");
    view.buffer().set_text("");
    assert!(placeholder.is_showing(), "back when the view is emptied");
    // None keeps the view's placeholder; another object shares it.
    let second = Placeholder::new(&view, None);
    assert_eq!(second.text(), "Write a message…");
    drop(placeholder);
    second.set_text("Changed");
    assert!(second.is_showing());
    window.destroy();
    drop((window, view));
    settle();
    assert!(
        !second.is_showing() && second.text_view().is_none(),
        "inert once the view is gone (tests/lifetime.rs: its setters refused)"
    );
}

fn markup_errors_are_err() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "Plain");
    placeholder
        .set_markup("<i>Rich</i> text")
        .expect("valid markup");
    assert_eq!(placeholder.markup().as_deref(), Some("<i>Rich</i> text"));
    assert_eq!(placeholder.text(), "Rich text");
    let error = placeholder
        .set_markup("<b>unclosed")
        .expect_err("invalid markup is an Err");
    assert_eq!(
        error.kind::<PlaceholderError>(),
        Some(PlaceholderError::InvalidMarkup)
    );
    assert!(!error.message().is_empty(), "Pango's message");
    assert_eq!(
        placeholder.markup().as_deref(),
        Some("<i>Rich</i> text"),
        "the previous placeholder is kept"
    );
    window.destroy();
}

fn every_property_is_typed_api() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::builder()
        .text_view(&view)
        .text("Built")
        .color("#336699")
        .centered(true)
        .hide_while_focused(true)
        .natural_height(true)
        .max_length(140)
        .limit_mode(LimitMode::Warn)
        .shows_counter(true)
        .return_behavior(ReturnBehavior::ActivatesDefault)
        .build();
    assert_eq!(placeholder.text(), "Built");
    assert_eq!(placeholder.color(), "rgb(51,102,153)");
    assert!(
        placeholder.is_centered()
            && placeholder.hides_while_focused()
            && placeholder.is_natural_height()
    );
    assert_eq!(
        (placeholder.max_length(), placeholder.limit_mode()),
        (140, LimitMode::Warn)
    );
    assert!(placeholder.shows_counter());
    assert_eq!(
        placeholder.return_behavior(),
        ReturnBehavior::ActivatesDefault
    );
    assert_eq!(
        placeholder.color_rgba(),
        Some(gdk::RGBA::new(0.2, 0.4, 0.6, 1.0))
    );
    placeholder.set_color(None);
    assert_eq!(placeholder.color(), "", "the theme's colour again");
    assert_eq!(placeholder.color_rgba(), None);
    placeholder.set_color_rgba(Some(&gdk::RGBA::new(1.0, 0.0, 0.0, 0.5)));
    assert_eq!(placeholder.color(), "rgba(255,0,0,0.5)");
    placeholder.set_color_rgba(None);
    placeholder.set_centered(false);
    placeholder.set_hide_while_focused(false);
    placeholder.set_natural_height(false);
    placeholder.set_max_length(0);
    placeholder.set_max_lines(3);
    placeholder.set_limit_mode(LimitMode::Block);
    placeholder.set_return_behavior(ReturnBehavior::MovesFocus);
    assert!(
        !placeholder.is_centered()
            && !placeholder.hides_while_focused()
            && !placeholder.is_natural_height()
    );
    assert_eq!(
        (placeholder.max_lines(), placeholder.limit_mode()),
        (3, LimitMode::Block)
    );
    assert_eq!(placeholder.return_behavior(), ReturnBehavior::MovesFocus);
    // The generic property API sees the same values.
    assert_eq!(
        placeholder.property::<ReturnBehavior>("return-behavior"),
        ReturnBehavior::MovesFocus
    );
    placeholder.set_property("max-lines", 0);
    assert_eq!(placeholder.max_lines(), 0);
    window.destroy();
}

fn limit_cuts_a_users_edit() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "At most five");
    placeholder.set_max_length(5);
    let buffer = view.buffer();
    type_into(&view, "abcdefgh");
    assert_eq!(
        buffer.text(&buffer.start_iter(), &buffer.end_iter(), false),
        "abcde"
    );
    assert_eq!((placeholder.length(), placeholder.remaining()), (5, 0));
    // Text set by code is never cut.
    buffer.set_text("longer than five");
    assert_eq!(buffer.char_count(), 16);
    window.destroy();
}

fn counter_properties() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "Counted");
    let over_notifications = Rc::new(Cell::new(0));
    let counted = over_notifications.clone();
    placeholder.connect_over_limit_notify(move |_| counted.set(counted.get() + 1));
    placeholder.set_max_length(10);
    placeholder.set_shows_counter(true);
    assert!(
        view.gutter(gtk::TextWindowType::Bottom).is_some(),
        "the counter's room below the text"
    );
    view.buffer().set_text("four");
    assert_eq!(
        (
            placeholder.length(),
            placeholder.remaining(),
            placeholder.is_over_limit()
        ),
        (4, 6, false)
    );
    view.buffer().set_text("more than ten characters");
    assert_eq!(
        (
            placeholder.length(),
            placeholder.remaining(),
            placeholder.is_over_limit()
        ),
        (24, -14, true)
    );
    assert_eq!(
        over_notifications.get(),
        1,
        "over-limit notified once, when it changed"
    );
    placeholder.set_shows_counter(false);
    assert!(view.gutter(gtk::TextWindowType::Bottom).is_none());
    window.destroy();
}

fn signals_and_bindings() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, "Bound");
    let label = gtk::Label::new(None);
    // The placeholder's `showing` drives a widget of the app's.
    let _binding = placeholder
        .bind_property("showing", &label, "visible")
        .sync_create()
        .build();
    assert!(label.is_visible());
    let shown = Rc::new(Cell::new(0));
    let counted = shown.clone();
    placeholder.connect_showing_notify(move |placeholder| {
        assert_eq!(placeholder.text(), "Bound");
        counted.set(counted.get() + 1);
    });
    view.buffer().set_text("x");
    assert!(!label.is_visible());
    view.buffer().set_text("");
    assert!(label.is_visible());
    assert_eq!(shown.get(), 2, "notify::showing on each change");
    // And the other way: an app's switch drives a setting.
    let switch = gtk::Switch::new();
    switch
        .bind_property("active", &placeholder, "centered")
        .build();
    switch.set_active(true);
    assert!(placeholder.is_centered());
    let activated = Rc::new(Cell::new(false));
    let seen = activated.clone();
    placeholder.connect_activate(move |_| seen.set(true));
    placeholder.emit_by_name::<()>("activate", &[]);
    assert!(
        activated.get(),
        "the activate signal reaches a Rust closure"
    );
    window.destroy();
}

/// The bounds (left, top, right, bottom) of the pixels of `widget` that are
/// not white, rendered as the window renders it.
fn ink_bounds(widget: &gtk::TextView) -> (usize, usize, usize, usize) {
    let (width, height) = (widget.width(), widget.height());
    let bounds = graphene::Rect::new(0.0, 0.0, width as f32, height as f32);
    let snapshot = gtk::Snapshot::new();
    snapshot.append_color(&gdk::RGBA::WHITE, &bounds);
    gtk::WidgetPaintable::new(Some(widget)).snapshot(&snapshot, width as f64, height as f64);
    let node = snapshot.to_node().expect("a drawing");
    let renderer = widget
        .native()
        .and_then(|native| native.renderer())
        .expect("the window's renderer");
    let texture = renderer.render_texture(&node, Some(&bounds));
    let (width, height) = (texture.width() as usize, texture.height() as usize);
    let mut pixels = vec![0u8; width * height * 4];
    texture.download(&mut pixels, width * 4);
    let mut ink = (usize::MAX, usize::MAX, 0, 0);
    for y in 0..height {
        for x in 0..width {
            let pixel = &pixels[(y * width + x) * 4..][..3];
            if pixel.iter().any(|&channel| channel < 200) {
                ink = (ink.0.min(x), ink.1.min(y), ink.2.max(x), ink.3.max(y));
            }
        }
    }
    assert!(ink.0 <= ink.2, "ink in the picture");
    ink
}

fn ink_lands_where_typed_text_lands() {
    let (window, view) = view_in_window();
    let placeholder = Placeholder::new(&view, TEXT);
    // The view's own colour, so that both pictures' glyphs are as dark.
    placeholder.set_color(Some("black"));
    let provider = gtk::CssProvider::new();
    provider.load_from_data("textview, textview text { color: black; }");
    gtk::style_context_add_provider_for_display(
        &view.display(),
        &provider,
        gtk::STYLE_PROVIDER_PRIORITY_APPLICATION,
    );
    settle();
    assert!(placeholder.is_showing());
    let drawn = ink_bounds(&view);
    type_into(&view, TEXT);
    settle();
    let typed = ink_bounds(&view);
    println!("ink (left, top, right, bottom): placeholder {drawn:?}, typed {typed:?}");
    let apart = |a: usize, b: usize| a.abs_diff(b);
    assert!(
        apart(drawn.0, typed.0) <= 1
            && apart(drawn.1, typed.1) <= 1
            && apart(drawn.2, typed.2) <= 1
            && apart(drawn.3, typed.3) <= 1,
        "the placeholder's ink {drawn:?} is within 1 px of the typed text's {typed:?}"
    );
    window.destroy();
}
