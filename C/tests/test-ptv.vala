// The C library from Vala, through the installed ptv-N.vapi; compiled with
// valac (--pkg ptv-3, or --pkg ptv-4 -D GTK4) and run under a display by
// CLibraryTests. Exits non-zero, with a message, when any check fails.
int failures = 0;

void check (bool condition, string what) {
    if (!condition) {
        failures++;
        printerr ("check failed: %s\n", what);
    }
}

void settle () {
    for (var i = 0; i < 20; i++) {
        while (MainContext.default ().iteration (false)) {
        }
        Thread.usleep (5000);
    }
}

const string UI = """<interface>
  <object class="GtkWindow" id="window">
    <child><object class="GtkTextView" id="view"/></child>
  </object>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="markup"></property>
    <property name="text">From the file</property>
  </object>
</interface>""";

int main (string[] args) {
#if GTK4
    Gtk.init ();
#else
    Gtk.init (ref args);
#endif
    Ptv.init ();
    var builder = new Gtk.Builder ();
    try {
        builder.add_from_string (UI, -1);
    } catch (Error error) {
        check (false, "the .ui file: " + error.message);
        return 1;
    }
    unowned var window = (Gtk.Window) builder.get_object ("window");
    var placeholder = (Ptv.Placeholder) builder.get_object ("placeholder");
#if GTK4
    window.present ();
#else
    window.show_all ();
#endif
    settle ();
    check (placeholder.text == "From the file" && placeholder.markup == null, "the .ui file's placeholder");
    check (placeholder.showing, "showing while the view is empty");
    check (placeholder.text_view == builder.get_object ("view"), "the .ui file's view");

    // Invalid markup is Ptv.PlaceholderError.INVALID_MARKUP; the placeholder stays.
    var caught = false;
    try {
        placeholder.set_markup ("<b>unterminated");
    } catch (Ptv.PlaceholderError.INVALID_MARKUP error) {
        caught = error.message.contains ("line 1");
    } catch (Error error) {
        check (false, "an error of another domain: " + error.message);
    }
    check (caught, "invalid markup is Ptv.PlaceholderError.INVALID_MARKUP");
    check (placeholder.text == "From the file", "the placeholder kept");

    // The view's placeholder, found from the view: an object sharing it.
    check (Ptv.Placeholder.get_for_view (new Gtk.TextView ()) == null, "no placeholder before one is attached");
    var found = Ptv.Placeholder.get_for_view (placeholder.text_view);
    check (found != null && found != placeholder && found.text == "From the file", "found from the view");
    found.centered = true;
    check (placeholder.centered, "a change through one is seen through the other");
    found = null;

    placeholder.text_view.buffer.text = "typed";
    check (!placeholder.showing, "hidden with text");
    // (GTK 4 disposes a view when its last reference goes: the builder's too,
    // and the window's, which only GTK's list of windows keeps here.)
    builder = null;
    window.destroy ();
    settle ();
    check (placeholder.text_view == null && !placeholder.showing, "inert after the view is destroyed");
    // Every setting is then refused with a critical naming the call, and changes nothing.
    var gone = "assertion 'the placeholder's view is alive' failed";
    Test.expect_message ("Ptv", LogLevelFlags.LEVEL_CRITICAL, "ptv_placeholder_set_text: " + gone);
    placeholder.text = "refused";
    Test.expect_message ("Ptv", LogLevelFlags.LEVEL_CRITICAL, "ptv_placeholder_set_property (PtvPlaceholder:max-lines): " + gone);
    placeholder.set_property ("max-lines", 2);
    Test.assert_expected_messages ();
    check (placeholder.text == "From the file" && placeholder.max_lines == 0, "nothing changed after destroy");
    if (failures > 0) {
        printerr ("test-ptv.vala: %d checks failed\n", failures);
        return 1;
    }
    print ("test-ptv.vala: all checks passed\n");
    return 0;
}
