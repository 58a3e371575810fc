import UIKit

enum PoseBuilder {
    static func build(pose: YogaPose) -> UIViewController {
        let view = PoseViewController(nibName: "PoseView", bundle: nil)
        let interactor = PoseInteractor(library: .shared)
        view.presenter = PosePresenter(pose: pose, view: view, interactor: interactor)
        return view
    }
}
