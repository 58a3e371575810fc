import UIKit

/// A screen to show and how to show it, handed around as one value.
struct Transition {

    enum Style {
        case push
        case sheet
        case fullScreen
    }

    let screen: UIViewController
    let style: Style
}
