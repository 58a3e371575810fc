import UIKit
import Kingfisher

/// Agenda row: assignee avatar, title, relative due date and a check mark.
class AgendaTaskCell: UITableViewCell {

    static let reuseIdentifier = "AgendaTaskCell"

    private let avatarView = UIImageView()
    private let placeholder = UIImage(systemName: "person.crop.circle")

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        avatarView.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        avatarView.layer.cornerRadius = 16
        avatarView.clipsToBounds = true
        accessoryView = avatarView
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarView.kf.cancelDownloadTask()
        avatarView.image = placeholder
    }

    func configure(with row: AgendaDisplayRow) {
        textLabel?.text = row.title
        detailTextLabel?.text = row.subtitle
        imageView?.image = UIImage(systemName: row.isChecked ? "checkmark.circle.fill" : "circle")
        textLabel?.textColor = row.isChecked ? .secondaryLabel : .label
        avatarView.kf.setImage(with: row.avatarURL,
                               placeholder: placeholder,
                               options: [.transition(.fade(0.2)), .cacheOriginalImage])
    }
}
