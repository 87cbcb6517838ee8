import CPlaceholderGObject
import PlaceholderDemoOptions
import PlaceholderObjectProperties

/// One of the panel's choices between an option's values, read and set
/// through GObject properties: a GTK 3 `GtkComboBox` whose rows have the
/// values as ids (`active-id`), or a GTK 4 `GtkDropDown` whose rows are the
/// values in the order of the option's cases (`selected`; GtkComboBox is
/// deprecated since GTK 4.10).
@MainActor
public struct DemoChoice {
    /// The combo box or drop-down.
    public let widget: gpointer
    /// The option values, one a row.
    public let ids: [String]
    private let isDropDown: Bool

    /// The choice `id` of `builder`, for the cases of `Option`; fails when
    /// it is neither widget, or a drop-down lists another number of rows.
    init<Toolkit: DemoToolkit, Option: CaseIterable & RawRepresentable>(
        _ id: String, in builder: gpointer, for _: Option.Type, toolkit _: Toolkit.Type
    ) throws(DemoFailure) where Option.RawValue == String {
        let file = DemoResources<Toolkit>.uiFile
        widget = try DemoResources<Toolkit>.object(id, in: builder)
        ids = Option.allCases.map(\.rawValue)
        isDropDown = isInstance(widget, of: "GtkDropDown")
        guard isDropDown || isInstance(widget, of: "GtkComboBox") else {
            throw DemoFailure("\(file): '\(id)' must be a GtkDropDown or a GtkComboBox")
        }
        if isDropDown {
            let model = ObjectProperties(widget).object("model")
            let rows = model.map { g_list_model_get_n_items(OpaquePointer($0)) } ?? 0
            guard rows == ids.count else {
                throw DemoFailure("\(file): '\(id)' lists \(rows) rows for \(ids.count) choices")
            }
        }
    }

    /// The value of the selected row; setting an unknown value selects nothing.
    public var selectedID: String {
        get {
            guard isDropDown else { return ObjectProperties(widget).string("active-id") ?? "" }
            let row = Int(ObjectProperties(widget).number("selected"))
            return ids.indices.contains(row) ? ids[row] : ""
        }
        nonmutating set {
            guard isDropDown else { return ObjectProperties(widget).set("active-id", newValue) }
            // GTK_INVALID_LIST_POSITION, G_MAXUINT: no row.
            let row = ids.firstIndex(of: newValue).map(Double.init) ?? Double(UInt32.max)
            ObjectProperties(widget).set("selected", row)
        }
    }

    /// The signal a new selection emits.
    public var changedSignal: String { isDropDown ? "notify::selected" : "changed" }
}
