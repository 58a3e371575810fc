import UIKit

final class InboxThreadCell: UITableViewCell {
    static let identifier = "InboxThreadCell"

    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemIndigo
        badgeLabel.textAlignment = .center
        badgeLabel.layer.cornerRadius = 10
        badgeLabel.clipsToBounds = true
        badgeLabel.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with model: InboxThreadViewModel) {
        textLabel?.text = model.name
        detailTextLabel?.text = model.preview
        badgeLabel.text = model.unreadBadge
        accessoryView = model.unreadBadge == nil ? nil : badgeLabel
    }
}
