import UIKit

final class SplashViewController: UIViewController {
    var presenter: SplashViewOutput!
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        spinner.center = view.center
        spinner.startAnimating()
        view.addSubview(spinner)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }
}
