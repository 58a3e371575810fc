import UIKit

/// Shows where a venue is, the nearest transit stops and a button to open the venue in Maps.
class VenueMapViewController: UIViewController {

    var presenter: VenueMapViewToPresenterProtocol?

    private let nameLabel = UILabel()
    private let addressLabel = UILabel()
    private let coordinateLabel = UILabel()
    private let transitLabel = UILabel()
    private let openMapsButton = UIButton(type: .system)
    private let backButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Getting there"
        view.backgroundColor = .secondarySystemBackground
        buildLayout()
        presenter?.viewDidLoad()
    }

    private func buildLayout() {
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        addressLabel.numberOfLines = 0
        coordinateLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        coordinateLabel.textColor = .tertiaryLabel
        transitLabel.numberOfLines = 0
        openMapsButton.setTitle("Open in Maps", for: .normal)
        openMapsButton.addTarget(self, action: #selector(openMapsTapped), for: .touchUpInside)
        backButton.setTitle("Back to event", for: .normal)
        backButton.addTarget(self, action: #selector(backTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, addressLabel, coordinateLabel,
                                                   transitLabel, openMapsButton, backButton])
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    @objc private func openMapsTapped() { presenter?.didTapOpenInMaps() }
    @objc private func backTapped() { presenter?.didTapBackToEvent() }
}

extension VenueMapViewController: VenueMapPresenterToViewProtocol {

    func showVenue(name: String, address: String, coordinateText: String) {
        nameLabel.text = name
        addressLabel.text = address
        coordinateLabel.text = coordinateText
    }

    func showTransitStops(_ lines: [String]) {
        transitLabel.text = lines.joined(separator: "\n")
    }

    func openExternalURL(_ url: URL) {
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
}
