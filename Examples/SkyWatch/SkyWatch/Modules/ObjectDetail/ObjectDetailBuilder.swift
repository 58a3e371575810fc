import SwiftUI
import UIKit

enum ObjectDetailBuilder {
    static func build(object: SkyObject) -> UIViewController {
        let presenter = ObjectDetailPresenter(object: object)
        return UIHostingController(rootView: ObjectDetailView(presenter: presenter))
    }
}
