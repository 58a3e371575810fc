import os
import UIKit

protocol ChaptersViewInput: AnyObject {
    func show(_ chapters: [Chapter], bookTitle: String)
}

final class ChaptersViewController: UITableViewController, ChaptersViewInput {

    var presenter: ChaptersViewOutput!
    private var chapters: [Chapter] = []
    private let miniPlayerBar = MiniPlayerBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    private let logger = Logger(subsystem: "com.example.audiobooks", category: "chapters")

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ChapterCell")
        miniPlayerBar.delegate = self
        tableView.tableFooterView = miniPlayerBar
        presenter.viewDidLoad()
    }

    func show(_ chapters: [Chapter], bookTitle: String) {
        title = bookTitle
        self.chapters = chapters
        miniPlayerBar.configure(title: chapters.first?.title ?? "")
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chapters.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChapterCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = chapters[indexPath.row].title
        content.secondaryText = chapters[indexPath.row].duration
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectChapter(at: indexPath.row)
    }
}

extension ChaptersViewController: MiniPlayerBarDelegate {

    func miniPlayerBarDidTapClose(_ bar: MiniPlayerBar) {
        logger.info("Mini player closed on chapter list")
    }
}
