import UIKit

struct FrameStyle {
    let name: String
    let price: Int
}

protocol FrameStylesModuleOutput: AnyObject {
    func frameStyles(didSelect style: FrameStyle)
}

final class FrameStylesViewController: UITableViewController {

    var presenter: FrameStylesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Style")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.styles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Style", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.styles[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStyle(at: indexPath.row)
    }
}

final class FrameStylesPresenter {

    weak var output: FrameStylesModuleOutput?
    let styles = [FrameStyle(name: "Oak, white mount", price: 49),
                  FrameStyle(name: "Black aluminium", price: 39),
                  FrameStyle(name: "Walnut float", price: 65)]

    func didSelectStyle(at index: Int) {
        output?.frameStyles(didSelect: styles[index])
    }
}

enum FrameStylesConfigurator {

    static func configure(output: FrameStylesModuleOutput) -> UIViewController {
        let view = FrameStylesViewController()
        let presenter = FrameStylesPresenter()
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
