import UIKit
import Kingfisher

class EventFeedCell: UITableViewCell {

    static let reuseIdentifier = "EventFeedCell"

    private let posterView = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        posterView.contentMode = .scaleAspectFill
        posterView.clipsToBounds = true
        posterView.layer.cornerRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        [posterView, titleLabel, subtitleLabel].forEach { contentView.addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        posterView.frame = CGRect(x: 16, y: 12, width: 64, height: 64)
        let textX = posterView.frame.maxX + 12
        let textWidth = contentView.bounds.width - textX - 16
        titleLabel.frame = CGRect(x: textX, y: 18, width: textWidth, height: 22)
        subtitleLabel.frame = CGRect(x: textX, y: 44, width: textWidth, height: 20)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        posterView.kf.cancelDownloadTask()
        posterView.image = nil
    }

    func configure(with item: EventFeedItem) {
        titleLabel.text = item.title
        subtitleLabel.text = "\(item.venueName) · \(item.formattedDate)"
        posterView.kf.setImage(with: item.posterURL, placeholder: UIImage(systemName: "photo"))
    }
}
