// The C library from JavaScript (GJS), through the installed typelib; run
// under a display by CLibraryTests.
//   gjs test-ptv.js OUTPUT_DIRECTORY [3|4]      (GTK 3 by default)
// Writes placeholder.png and typed.png (the test compares their ink) and
// exits non-zero, with a message, when any check fails.
const GTK = ARGV[1] ?? '3';
imports.gi.versions.Gtk = `${GTK}.0`;
imports.gi.versions.Gdk = `${GTK}.0`;
imports.gi.versions.Ptv = `${GTK}.0`;
const Cairo = imports.cairo;
const { GLib, GObject, Gtk, Ptv } = imports.gi;
const { Gdk, Graphene } = GTK === '4' ? imports.gi : {};
const System = imports.system;

const TEXT = 'Tell us about yourself: what you do, what you like, and what brought you here today.';
const failures = [];

function check(condition, what) {
    if (!condition) {
        failures.push(what);
        printerr(`check failed: ${what}`);
    }
}

function settle() {
    for (let i = 0; i < 20; i++) {
        while (GLib.MainContext.default().iteration(false))
            ;
        GLib.usleep(5000);
    }
}

function writePng(widget, path) {
    if (GTK === '4') {
        const width = widget.get_width(), height = widget.get_height();
        const bounds = new Graphene.Rect().init(0, 0, width, height);
        const snapshot = new Gtk.Snapshot();
        const white = new Gdk.RGBA();
        white.parse('white');
        snapshot.append_color(white, bounds);
        Gtk.WidgetPaintable.new(widget).snapshot(snapshot, width, height);
        const node = snapshot.to_node();
        widget.get_native().get_renderer().render_texture(node, bounds).save_to_png(path);
        return;
    }
    const allocation = widget.get_allocation();
    const surface = new Cairo.ImageSurface(Cairo.Format.ARGB32, allocation.width, allocation.height);
    const context = new Cairo.Context(surface);
    context.setSourceRGB(1, 1, 1);
    context.paint();
    widget.draw(context);
    surface.writeToPNG(path);
    context.$dispose();
}

function viewInWindow() {
    // No caret in the pictures (GTK 4 focuses the view).
    const view = new Gtk.TextView({
        wrap_mode: Gtk.WrapMode.WORD, left_margin: 14, top_margin: 9, indent: 11, cursor_visible: false,
    });
    const window = new Gtk.Window({ default_width: 300, default_height: 160 });
    if (GTK === '4') {
        window.set_child(view);
        window.present();
    } else {
        window.add(view);
        window.show_all();
    }
    settle();
    return [window, view];
}

if (GTK === '4')
    Gtk.init();
else
    Gtk.init(null);
// The widget's CSS colour: GTK 4.10 replaces style contexts with Gtk.Widget.get_color.
function textColor(widget) {
    if (Gtk.Widget.prototype.get_color)
        return widget.get_color();
    const style = widget.get_style_context();
    return GTK === '4' ? style.get_color() : style.get_color(style.get_state());
}

// A .ui file with a PtvPlaceholder loads after Ptv.init(): GJS loads the
// library privately, so GtkBuilder cannot find the type by itself.
const UI = `<interface>
  <object class="GtkTextView" id="view"/>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">From the file</property>
    <property name="markup"></property>
  </object>
</interface>`;
try {
    new Gtk.Builder().add_from_string(UI, UI.length);
    check(false, 'a .ui file loaded before Ptv.init(): the test would not show that init is needed');
} catch (error) {
    check(error.message.includes('PtvPlaceholder'), `before Ptv.init(): ${error}`);
}
Ptv.init();
Ptv.init();
{
    const builder = new Gtk.Builder();
    builder.add_from_string(UI, UI.length);
    const fromFile = builder.get_object('placeholder');
    check(fromFile.text === 'From the file' && fromFile.markup === null,
        'the .ui file\'s placeholder (an empty markup after the text leaves it)');
    check(fromFile.text_view === builder.get_object('view'), 'the .ui file\'s view');
}

const output = ARGV[0];
let [window, view] = viewInWindow();
let placeholder = new Ptv.Placeholder({ text_view: view, text: TEXT });
placeholder.color = textColor(view).to_string();
settle();
check(placeholder.showing, 'showing while empty');
writePng(view, GLib.build_filenamev([output, 'placeholder.png']));
view.get_buffer().set_text(TEXT, -1);
settle();
check(!placeholder.get_showing(), 'hidden with text');
writePng(view, GLib.build_filenamev([output, 'typed.png']));

// hide-while-focused defaults to the toolkit's entry's rule: GTK 3's GtkEntry
// hides its placeholder while focused, GTK 4's GtkText keeps it.
check(placeholder.hide_while_focused === (GTK === '3'), "hide-while-focused's default");
check(GObject.Object.find_property.call(Ptv.Placeholder, 'hide-while-focused').get_default_value() === (GTK === '3'),
    "hide-while-focused's declared default");

// Properties round-trip.
placeholder.text = 'Plain';
check(placeholder.get_text() === 'Plain' && placeholder.markup === null, 'text');
placeholder.set_markup('<i>Rich</i> text');
check(placeholder.markup === '<i>Rich</i> text' && placeholder.text === 'Rich text', 'markup');
placeholder.set_color('#336699');
check(placeholder.color === 'rgb(51,102,153)', `color: ${placeholder.color}`);
for (const name of ['hide_while_focused', 'centered', 'natural_height']) {
    placeholder[name] = true;
    check(placeholder[name] === true, name);
}
check(placeholder.text_view === view, 'text-view');

// Invalid markup throws a GLib.Error; the previous placeholder stays.
try {
    placeholder.set_markup('<b>unterminated');
    check(false, 'invalid markup threw nothing');
} catch (error) {
    check(error.matches(Ptv.PlaceholderError, Ptv.PlaceholderError.INVALID_MARKUP) && error.message.includes('line 1'),
        `error: ${error}`);
}
check(placeholder.markup === '<i>Rich</i> text', 'markup kept');

// notify::showing exactly on flips.
placeholder.hide_while_focused = false;
const flips = [];
placeholder.connect('notify::showing', () => flips.push(placeholder.showing));
const buffer = view.get_buffer();
buffer.set_text('', -1);
buffer.insert_at_cursor('a', -1);
buffer.insert_at_cursor('b', -1);
buffer.set_text('', -1);
check(JSON.stringify(flips) === '[true,false,true]', `showing flips: ${JSON.stringify(flips)}`);

// The view's placeholder found from the view: an object sharing it.
check(Ptv.Placeholder.get_for_view(new Gtk.TextView()) === null, 'no placeholder before one is attached');
let found = Ptv.Placeholder.get_for_view(view);
check(found !== null && found !== placeholder && found.markup === placeholder.markup, 'found from the view');
found.centered = !placeholder.centered;
check(placeholder.centered === found.centered, 'a change through one is seen through the other');
found = null;

// The view destroyed, then the object dropped. (GTK 4 disposes a child
// only when its last reference goes, and this script holds one: unparent
// it and dispose it, as GTK would.) Every setting is then refused with a
// critical naming the call, and changes nothing.
if (GTK === '4') {
    window.set_child(null);
    view.run_dispose();
}
window.destroy();
settle();
check(placeholder.text_view === null && !placeholder.showing, 'inert after destroy');
const [markupBefore, centeredBefore] = [placeholder.markup, placeholder.centered];
const gone = "assertion 'the placeholder's view is alive' failed";
const critical = GLib.LogLevelFlags.LEVEL_CRITICAL;
GLib.test_expect_message('Ptv', critical, `ptv_placeholder_set_property (PtvPlaceholder:text): ${gone}`);
placeholder.set_property('text', 'refused');
// An assignment goes through the property's setter where GJS knows it from the GIR (1.80 and
// later), through the property otherwise: either names the text.
GLib.test_expect_message('Ptv', critical, `ptv_placeholder_set_*text*: ${gone}`);
placeholder.text = 'refused';
GLib.test_expect_message('Ptv', critical, `ptv_placeholder_set_centered: ${gone}`);
placeholder.set_centered(!centeredBefore);
GLib.test_expect_message('Ptv', critical, `ptv_placeholder_set_max_length: ${gone}`);
placeholder.set_max_length(3);
GLib.test_assert_expected_messages_internal('Ptv', 'test-ptv.js', 0, 'setters after destroy');
check(placeholder.markup === markupBefore && placeholder.centered === centeredBefore && placeholder.max_length === 0,
    'nothing changed after destroy');
placeholder = null;
System.gc();

// The object dropped, then the view destroyed: the view keeps the placeholder.
[window, view] = viewInWindow();
placeholder = Ptv.Placeholder.new(view, 'Stays');
placeholder = null;
System.gc();
settle();
found = Ptv.Placeholder.get_for_view(view);
check(found !== null && found.text === 'Stays' && found.showing, 'the placeholder stays on the view, found from it');
window.destroy();
settle();

if (failures.length > 0) {
    printerr(`test-ptv.js: ${failures.length} checks failed`);
    System.exit(1);
}
print('test-ptv.js: all checks passed');
