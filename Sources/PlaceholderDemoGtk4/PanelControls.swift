import CPlaceholderDemoGtk4
import CPlaceholderGtk4
import PlaceholderDemoOptions

/// A `GtkDropDown` whose rows stand for option values: the `.ui` file gives
/// the labels, in the order of the option's cases (GtkComboBox, which had
/// ids, is deprecated since GTK 4.10).
@MainActor
struct ChoiceDropDown {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The option values, one a row.
    let ids: [String]

    /// The drop-down `id` of `builder`, for the cases of `Option`; fails
    /// when the file lists another number of rows.
    init<Option: CaseIterable & RawRepresentable>(_ builder: OpaquePointer, _ id: String, for _: Option.Type)
    throws(DemoFailure) where Option.RawValue == String {
        widget = try DemoResources.object(builder, id, as: GtkWidget.self)
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_drop_down_get_type()) != 0 else {
            throw DemoFailure("\(DemoResources.uiFile): '\(id)' must be a GtkDropDown")
        }
        ids = Option.allCases.map(\.rawValue)
        let rows = gtk_drop_down_get_model(OpaquePointer(widget)).map { g_list_model_get_n_items($0) } ?? 0
        guard rows == ids.count else {
            throw DemoFailure("\(DemoResources.uiFile): '\(id)' lists \(rows) rows for \(ids.count) choices")
        }
    }

    /// The value of the selected row; setting an unknown value selects nothing.
    var selectedID: String {
        get {
            let row = Int(gtk_drop_down_get_selected(OpaquePointer(widget)))
            return ids.indices.contains(row) ? ids[row] : ""
        }
        nonmutating set {
            let row = ids.firstIndex(of: newValue).map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
            gtk_drop_down_set_selected(OpaquePointer(widget), row)
        }
    }

    /// The signal a new selection emits.
    static let changedSignal = "notify::selected"
}

/// The panel's colour button: a GtkColorDialogButton on GTK 4.10 and later,
/// a GtkColorButton before (CPlaceholderDemoGtk4 chooses).
@MainActor
struct ColorChoice {
    let widget: UnsafeMutablePointer<GtkWidget> = ptv_demo_color_button_new()

    var rgba: GdkRGBA {
        get {
            var rgba = GdkRGBA()
            ptv_demo_color_button_get(widget, &rgba)
            return rgba
        }
        nonmutating set {
            var rgba = newValue
            ptv_demo_color_button_set(widget, &rgba)
        }
    }

    /// The signal a new colour emits.
    static var changedSignal: String { String(cString: ptv_demo_color_button_signal()) }
}

/// The panel's font button: a GtkFontDialogButton on GTK 4.10 and later, a
/// GtkFontButton before.
@MainActor
struct FontChoice {
    let widget: UnsafeMutablePointer<GtkWidget> = ptv_demo_font_button_new()

    /// The font as a Pango description ("Serif Bold 13"), or "".
    var font: String {
        get {
            guard let font = ptv_demo_font_button_get(widget) else { return "" }
            defer { g_free(font) }
            return String(cString: font)
        }
        nonmutating set { ptv_demo_font_button_set(widget, newValue) }
    }

    /// The signal a new font emits.
    static var changedSignal: String { String(cString: ptv_demo_font_button_signal()) }
}
