import UIKit

final class BakeTimerViewController: UIViewController {
    var presenter: BakeTimerPresenter!
    private let doneButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(presenter.minutes) min"
        view.backgroundColor = .systemBackground
        navigationItem.hidesBackButton = true
        doneButton.setTitle("Out of the oven", for: .normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        doneButton.frame = CGRect(x: 40, y: 300, width: view.bounds.width - 80, height: 50)
        view.addSubview(doneButton)
    }

    @objc private func doneTapped() {
        presenter.didFinishBaking()
    }
}

final class BakeTimerPresenter {
    let minutes: Int
    var wireframe: BakeTimerWireframe!

    init(minutes: Int) {
        self.minutes = minutes
    }

    func didFinishBaking() {
        wireframe.backToRecipeList()
    }
}

final class BakeTimerWireframe {
    private weak var viewController: UIViewController?

    static func createModule(minutes: Int) -> UIViewController {
        let view = BakeTimerViewController()
        let presenter = BakeTimerPresenter(minutes: minutes)
        let wireframe = BakeTimerWireframe()
        view.presenter = presenter
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func backToRecipeList() {
        guard let navigation = viewController?.navigationController,
              let recipeList = navigation.viewControllers.first else { return }
        navigation.popToViewController(recipeList, animated: true)
    }
}
