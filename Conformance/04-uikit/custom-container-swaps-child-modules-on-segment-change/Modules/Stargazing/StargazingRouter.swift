import UIKit

protocol StargazingRouterInput: AnyObject {
    func showSection(_ section: SkySection)
}

final class StargazingRouter: StargazingRouterInput {
    weak var viewController: StargazingViewController?
    private weak var currentChild: UIViewController?

    func showSection(_ section: SkySection) {
        switch section {
        case .planets:
            swapChild(to: PlanetVisibilityAssembly.assemble())
        case .meteors:
            swapChild(to: MeteorShowersAssembly.assemble())
        }
    }

    private func swapChild(to child: UIViewController) {
        guard let host = viewController else { return }

        if let old = currentChild {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }

        host.addChild(child)
        child.view.frame = host.contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.contentView.addSubview(child.view)
        child.didMove(toParent: host)
        currentChild = child
    }
}
