//! A message composer: a text view with a placeholder, a length limit and
//! its counter, where Return sends the message and Shift+Return starts a new
//! line. Run it with `cargo run --example composer`.

use gtk::prelude::*;
use gtk::{glib, Align, Orientation};
use ptv4::{Placeholder, ReturnBehavior};

fn main() -> glib::ExitCode {
    let app = gtk::Application::builder().application_id("org.example.Ptv4Composer").build();
    app.connect_activate(show_composer);
    app.run()
}

fn show_composer(app: &gtk::Application) {
    let sent = gtk::Label::builder().xalign(0.0).wrap(true).vexpand(true).valign(Align::End).build();
    let view = gtk::TextView::builder()
        .wrap_mode(gtk::WrapMode::WordChar)
        .top_margin(8)
        .bottom_margin(8)
        .left_margin(8)
        .right_margin(8)
        .build();
    ptv4::init();
    let placeholder = Placeholder::builder()
        .text_view(&view)
        .text("Write a message…")
        .max_length(280)
        .shows_counter(true)
        .natural_height(true)
        .return_behavior(ReturnBehavior::ActivatesDefault)
        .build();
    let send = gtk::Button::builder().label("Send").valign(Align::End).build();
    // Nothing to send while the placeholder shows.
    placeholder.bind_property("showing", &send, "sensitive").invert_boolean().sync_create().build();

    let message_sent = {
        let (view, sent) = (view.clone(), sent.clone());
        move || {
            let buffer = view.buffer();
            let text = buffer.text(&buffer.start_iter(), &buffer.end_iter(), false);
            if text.trim().is_empty() {
                return;
            }
            sent.set_text(format!("{}\n{}", sent.text(), text).trim_start());
            buffer.set_text("");
        }
    };
    send.connect_clicked(move |_| message_sent());

    let row = gtk::Box::new(Orientation::Horizontal, 6);
    let frame = gtk::Frame::builder().child(&view).hexpand(true).build();
    row.append(&frame);
    row.append(&send);
    let column = gtk::Box::builder().orientation(Orientation::Vertical).spacing(12).build();
    column.set_margin_top(12);
    column.set_margin_bottom(12);
    column.set_margin_start(12);
    column.set_margin_end(12);
    column.append(&sent);
    column.append(&row);
    let window = gtk::ApplicationWindow::builder()
        .application(app)
        .title("Composer")
        .default_width(420)
        .default_height(320)
        .child(&column)
        .build();
    // Return in the view activates the default widget: the Send button.
    window.set_default_widget(Some(&send));
    window.present();
    view.grab_focus();
}
