import PlaceholderCore
import PlaceholderRendering

/// The numbers the placeholder's geometry and layout are computed from,
/// for one view now. Reading them is cheap: no buffer text is read.
package struct ViewMetrics {
    /// Where the placeholder is drawn, in text-window coordinates.
    package var geometry: PlaceholderGeometry
    /// The layout settings that follow from the view.
    package var spec: PlaceholderLayoutSpec
    /// The text window's size.
    package var textWindowSize: (width: Int, height: Int)
    /// The height the view is allocated.
    package var allocatedHeight: Int

    /// The metrics from a backend's reading of the text window and the
    /// view's layout properties.
    init(_ window: TextWindowReading, _ properties: TextViewProperties) {
        textWindowSize = (window.visible.width, window.visible.height)
        allocatedHeight = window.allocatedHeight
        geometry = PlaceholderGeometry(
            textWindowWidth: window.visible.width, textWindowHeight: window.visible.height,
            leftInset: window.insets.left, rightInset: window.insets.right, bottomInset: window.insets.bottom,
            leftMargin: properties.leftMargin, rightMargin: properties.rightMargin,
            bottomMargin: properties.bottomMargin,
            scrollX: window.visible.x, scrollY: window.visible.y,
            firstLineTop: window.firstLineTop,
            wrapMode: properties.wrapMode)
        spec = PlaceholderLayoutSpec(
            boxWidth: geometry.box.width,
            wrapMode: properties.wrapMode,
            justification: properties.justification,
            neutralDirection: window.neutralDirection,
            indent: properties.indent,
            pixelsInsideWrap: properties.pixelsInsideWrap,
            pixelsAbove: properties.pixelsAbove,
            pixelsBelow: properties.pixelsBelow,
            maxHeight: geometry.availableHeight)
    }
}
