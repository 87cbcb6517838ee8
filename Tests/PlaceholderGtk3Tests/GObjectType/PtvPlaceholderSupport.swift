import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The `PtvPlaceholder` type, registered.
@MainActor
func placeholderType() -> GType {
    PlaceholderTextView.registerGObjectTypes()
    return g_type_from_name("PtvPlaceholder")
}

/// A new `PtvPlaceholder` (the caller owns the reference) with `properties`
/// set at construction, as `g_object_new` does.
@MainActor
func newPlaceholderObject(_ strings: [String: String] = [:], view: UnsafeMutablePointer<GtkTextView>? = nil)
    -> UnsafeMutablePointer<GObject>
{
    var names: [UnsafePointer<CChar>?] = []
    var values: [GValue] = []
    var owned: [UnsafeMutablePointer<CChar>] = []
    for (name, text) in strings.sorted(by: { $0.key < $1.key }) {
        let copy = strdup(name)!
        owned.append(copy)
        names.append(UnsafePointer(copy))
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        g_value_set_string(&value, text)
        values.append(value)
    }
    if let view {
        let copy = strdup("text-view")!
        owned.append(copy)
        names.append(UnsafePointer(copy))
        var value = GValue()
        g_value_init(&value, gtk_text_view_get_type())
        g_value_set_object(&value, view)
        values.append(value)
    }
    let object = g_object_new_with_properties(placeholderType(), guint(names.count), &names, &values)!
    for index in values.indices { g_value_unset(&values[index]) }
    owned.forEach { free($0) }
    return object
}

/// A shown view in its own window, with no placeholder of its own.
@MainActor
final class BareView {
    let view: UnsafeMutablePointer<GtkTextView>
    let window: TestWindow

    init(width: Int32 = 320, height: Int32 = 160) {
        view = gtk_text_view_new()!.withMemoryRebound(to: GtkTextView.self, capacity: 1) { $0 }
        window = TestWindow(child: view.asWidget, width: width, height: height)
    }

    /// How many pixels of ink the view shows.
    func ink() -> Int {
        GtkHarness.settle()
        return GtkHarness.render(view.asWidget).inkCount(background: .white)
    }

    /// How many clearly red pixels the view shows (a red placeholder's ink,
    /// told apart from black typed text).
    func redInk() -> Int {
        GtkHarness.settle()
        let raster = GtkHarness.render(view.asWidget)
        var count = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster[x, y].red - raster[x, y].green > 100 { count += 1 }
        }
        return count
    }
}
