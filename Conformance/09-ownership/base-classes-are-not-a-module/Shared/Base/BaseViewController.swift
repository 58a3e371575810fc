import UIKit

/// Common look and loading state for every screen.
class BaseViewController: UIViewController {

    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.backButtonDisplayMode = .minimal
        spinner.hidesWhenStopped = true
        spinner.center = view.center
        spinner.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(spinner)
    }

    func setLoading(_ loading: Bool) {
        if loading {
            view.bringSubviewToFront(spinner)
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }
}
