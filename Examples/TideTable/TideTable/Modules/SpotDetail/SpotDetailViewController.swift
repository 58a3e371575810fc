import UIKit

/// Shows a surf spot's name and region with a close button.
final class SpotDetailViewController: UIViewController, SpotDetailViewInput {
    var output: SpotDetailViewOutput?
    private let nameLabel = UILabel()
    private let regionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        view.addSubview(regionLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        output?.viewDidLoad()
    }

    func show(name: String, region: String) {
        nameLabel.text = name
        regionLabel.text = region
    }

    @objc private func closeTapped() {
        output?.didTapClose()
    }
}
