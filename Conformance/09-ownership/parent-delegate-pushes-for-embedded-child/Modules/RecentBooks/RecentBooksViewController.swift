import UIKit

protocol RecentBooksViewInput: AnyObject {
    func show(_ books: [Book])
}

final class RecentBooksViewController: UITableViewController, RecentBooksViewInput {

    var presenter: RecentBooksViewOutput!
    private var books: [Book] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecentBookCell")
        tableView.isScrollEnabled = false
        presenter.viewDidLoad()
    }

    func show(_ books: [Book]) {
        self.books = books
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecentBookCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = books[indexPath.row].title
        content.secondaryText = books[indexPath.row].author
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectBook(at: indexPath.row)
    }
}
