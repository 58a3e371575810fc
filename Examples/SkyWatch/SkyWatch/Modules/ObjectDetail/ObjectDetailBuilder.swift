import SwiftUI
import UIKit

/// Builds the SwiftUI object detail screen for one sky object, hosted in UIKit.
enum ObjectDetailBuilder {
    static func build(object: SkyObject) -> UIViewController {
        let presenter = ObjectDetailPresenter(object: object)
        return UIHostingController(rootView: ObjectDetailView(presenter: presenter))
    }
}
