import UIKit

protocol HotelDetailViewInput: AnyObject {
    func show(name: String, stars: Int)
}

final class HotelDetailViewController: UIViewController, HotelDetailViewInput {
    var output: HotelDetailViewOutput!

    private let nameLabel = UILabel()
    private let starsLabel = UILabel()
    private let websiteButton = UIButton(configuration: .tinted())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        websiteButton.setTitle("Visit website", for: .normal)
        websiteButton.addTarget(self, action: #selector(websiteTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameLabel, starsLabel, websiteButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 80)
        view.addSubview(stack)
        output.viewDidLoad()
    }

    @objc private func websiteTapped() {
        output.didTapWebsite()
    }

    func show(name: String, stars: Int) {
        nameLabel.text = name
        starsLabel.text = String(repeating: "★", count: stars)
    }
}
