import UIKit

/// Shows an event's title, schedule, venue, summary and ticket price, with a star to mark interest and a button to buy tickets.
class EventDetailViewController: UIViewController {

    var presenter: EventDetailViewToPresenterProtocol?

    private let stackView = UIStackView()
    private let titleLabel = UILabel()
    private let scheduleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let venueButton = UIButton(type: .system)
    private let buyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "star"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(interestedTapped))
        layoutContent()
        presenter?.viewDidLoad()
    }

    private func layoutContent() {
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.numberOfLines = 0
        scheduleLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        venueButton.addTarget(self, action: #selector(venueTapped), for: .touchUpInside)
        buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
        buyButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.alignment = .leading
        [titleLabel, scheduleLabel, venueButton, summaryLabel, buyButton].forEach(stackView.addArrangedSubview)
        stackView.frame = view.bounds.inset(by: UIEdgeInsets(top: 120, left: 20, bottom: 40, right: 20))
        stackView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stackView)
    }

    @objc private func venueTapped() { presenter?.didTapVenue() }
    @objc private func buyTapped() { presenter?.didTapBuyTickets() }
    @objc private func interestedTapped() { presenter?.didToggleInterested() }
}

extension EventDetailViewController: EventDetailPresenterToViewProtocol {

    func showEvent(title: String, schedule: String, venue: String, summary: String, priceText: String) {
        self.title = title
        titleLabel.text = title
        scheduleLabel.text = schedule
        venueButton.setTitle("📍 \(venue)", for: .normal)
        summaryLabel.text = summary
        buyButton.setTitle("Get tickets · \(priceText)", for: .normal)
    }

    func updateInterested(_ isInterested: Bool) {
        navigationItem.rightBarButtonItem?.image = UIImage(systemName: isInterested ? "star.fill" : "star")
    }

    func showError(message: String) {
        summaryLabel.text = message
        buyButton.isHidden = true
    }
}
