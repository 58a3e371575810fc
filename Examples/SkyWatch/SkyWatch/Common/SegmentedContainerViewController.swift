import UIKit

/// A container of the app's own: shows one of its `viewControllers` at a time under a segmented control.
class SegmentedContainerViewController: UIViewController {
    private let control = UISegmentedControl()
    private var current: UIViewController?

    var viewControllers: [UIViewController] = [] {
        didSet { select(0) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = control
        control.addTarget(self, action: #selector(changed), for: .valueChanged)
    }

    @objc private func changed() {
        select(control.selectedSegmentIndex)
    }

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        current?.view.removeFromSuperview()
        current?.removeFromParent()
        let child = viewControllers[index]
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
        current = child
    }
}
