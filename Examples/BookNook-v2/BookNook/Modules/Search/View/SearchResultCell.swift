import UIKit

final class SearchResultCell: UITableViewCell {

    static let reuseIdentifier = "SearchResultCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        imageView?.image = UIImage(systemName: "book.closed")
        imageView?.tintColor = .systemBrown
        textLabel?.numberOfLines = 2
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with result: SearchResult, highlighting query: String?) {
        detailTextLabel?.text = result.byline

        guard let query = query, !query.isEmpty,
              let range = result.title.range(of: query, options: .caseInsensitive) else {
            textLabel?.attributedText = nil
            textLabel?.text = result.title
            return
        }

        let attributed = NSMutableAttributedString(string: result.title)
        let boldFont = UIFont.boldSystemFont(ofSize: textLabel?.font.pointSize ?? 17)
        attributed.addAttribute(.font, value: boldFont, range: NSRange(range, in: result.title))
        textLabel?.attributedText = attributed
    }
}
