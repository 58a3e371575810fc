import UIKit

final class ShelfBookCell: UITableViewCell {

    static let reuseIdentifier = "ShelfBookCell"

    private let progressView = UIProgressView(progressViewStyle: .default)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        progressView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(progressView)
        NSLayoutConstraint.activate([
            progressView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            progressView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: ShelfItem) {
        textLabel?.text = item.title
        detailTextLabel?.text = "\(item.author) · \(item.progressText)"
        progressView.progress = Float(item.progress)
        progressView.isHidden = item.progress <= 0
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        progressView.progress = 0
    }
}
