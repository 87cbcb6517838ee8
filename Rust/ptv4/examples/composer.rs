//! A message composer: a text view with a placeholder, a length limit and
//! its counter, where Return sends the message and Shift+Return starts a new
//! line. Run it with `cargo run --example composer`; `-- --self-test` types
//! a message, sends it and checks what the window shows, then quits.

use gtk::prelude::*;
use gtk::{glib, Align, Orientation};
use ptv4::{Placeholder, ReturnBehavior};

fn main() -> glib::ExitCode {
    let self_test = std::env::args().any(|argument| argument == "--self-test");
    let app = gtk::Application::builder()
        .application_id("org.example.Ptv4Composer")
        .build();
    app.connect_activate(move |app| {
        let composer = Composer::new(app);
        if self_test {
            composer.check_sending();
            app.quit();
        }
    });
    app.run_with_args::<&str>(&[])
}

/// The composer's window and the widgets it works with.
struct Composer {
    view: gtk::TextView,
    send: gtk::Button,
    sent: gtk::Label,
    placeholder: Placeholder,
}

impl Composer {
    fn new(app: &gtk::Application) -> Composer {
        let sent = gtk::Label::builder()
            .xalign(0.0)
            .wrap(true)
            .vexpand(true)
            .valign(Align::End)
            .build();
        let view = gtk::TextView::builder()
            .wrap_mode(gtk::WrapMode::WordChar)
            .top_margin(8)
            .bottom_margin(8)
            .left_margin(8)
            .right_margin(8)
            .build();
        let placeholder = Placeholder::builder()
            .text_view(&view)
            .text("Write a message…")
            .max_length(280)
            .shows_counter(true)
            .natural_height(true)
            .return_behavior(ReturnBehavior::ActivatesDefault)
            .build();
        let send = gtk::Button::builder()
            .label("Send")
            .valign(Align::End)
            .build();
        // Nothing to send while the placeholder shows. The binding lasts as
        // long as the placeholder object, which the Send handler keeps.
        placeholder
            .bind_property("showing", &send, "sensitive")
            .invert_boolean()
            .sync_create()
            .build();
        send.connect_clicked({
            let (view, sent, placeholder) = (view.clone(), sent.clone(), placeholder.clone());
            move |_| {
                let buffer = view.buffer();
                let text = buffer.text(&buffer.start_iter(), &buffer.end_iter(), false);
                if placeholder.is_showing() || text.trim().is_empty() {
                    return;
                }
                sent.set_text(format!("{}\n{}", sent.text(), text).trim_start());
                buffer.set_text("");
            }
        });

        let row = gtk::Box::new(Orientation::Horizontal, 6);
        row.append(&gtk::Frame::builder().child(&view).hexpand(true).build());
        row.append(&send);
        let column = gtk::Box::builder()
            .orientation(Orientation::Vertical)
            .spacing(12)
            .margin_top(12)
            .margin_bottom(12)
            .margin_start(12)
            .margin_end(12)
            .build();
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
        Composer {
            view,
            send,
            sent,
            placeholder,
        }
    }

    /// Types a message longer than the limit, sends it, and checks each step.
    fn check_sending(&self) {
        // The window is shown and the view focused once GTK's main loop has run.
        let context = glib::MainContext::default();
        for _ in 0..200 {
            if self.view.has_focus() {
                break;
            }
            context.iteration(false);
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(self.view.has_focus(), "the view has the keyboard focus");
        assert!(
            self.placeholder.is_showing() && !self.send.is_sensitive(),
            "nothing to send at first"
        );
        self.view
            .buffer()
            .insert_interactive_at_cursor(&"a".repeat(300), true);
        assert_eq!(
            self.placeholder.length(),
            280,
            "the limit cut the typed text"
        );
        assert!(self.send.is_sensitive(), "Send once there is text");
        self.send.emit_clicked();
        assert_eq!(
            self.sent.text().chars().count(),
            280,
            "the message was sent"
        );
        assert!(
            self.placeholder.is_showing() && !self.send.is_sensitive(),
            "the view emptied"
        );
        println!("composer: self-test passed");
    }
}
