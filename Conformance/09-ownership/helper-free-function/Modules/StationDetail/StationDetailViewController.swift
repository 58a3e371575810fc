import UIKit

final class StationDetailViewController: UIViewController {

    var presenter: StationDetailViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        let reserveButton = UIButton(type: .system)
        reserveButton.setTitle("Reserve a plug", for: .normal)
        reserveButton.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 50)
        reserveButton.addTarget(self, action: #selector(reserveTapped), for: .touchUpInside)
        view.addSubview(reserveButton)
    }

    @objc private func reserveTapped() {
        presenter.didTapReserve()
    }
}
