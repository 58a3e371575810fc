import UIKit

final class UnlockViewController: UIViewController {

    var presenter: UnlockPresenter!
    private let codeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        codeLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .bold)
        codeLabel.text = presenter.code
        codeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(codeLabel)
        NSLayoutConstraint.activate([
            codeLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            codeLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

final class UnlockPresenter {

    let code: String

    init(bike: Bike, network: DockNetwork) {
        code = network.unlockCode(for: bike)
    }
}

enum UnlockBuilder {

    static func build(bike: Bike, network: DockNetwork) -> UIViewController {
        let view = UnlockViewController()
        view.presenter = UnlockPresenter(bike: bike, network: network)
        view.sheetPresentationController?.detents = [.medium()]
        return view
    }
}
