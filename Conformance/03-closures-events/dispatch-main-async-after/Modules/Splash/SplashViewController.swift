import UIKit

final class SplashViewController: UIViewController {

    var presenter: SplashViewOutput!
    private let logo = UIImageView(image: UIImage(systemName: "books.vertical.fill"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBrown
        logo.tintColor = .white
        logo.contentMode = .scaleAspectFit
        logo.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        logo.center = view.center
        view.addSubview(logo)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }
}
