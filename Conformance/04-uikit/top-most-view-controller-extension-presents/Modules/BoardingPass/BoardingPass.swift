import UIKit

final class BoardingPassViewController: UIViewController {

    var presenter: BoardingPassPresenter!
    private let codeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        codeLabel.font = .monospacedSystemFont(ofSize: 28, weight: .bold)
        codeLabel.textAlignment = .center
        codeLabel.frame = CGRect(x: 20, y: 80, width: 320, height: 60)
        view.addSubview(codeLabel)
        codeLabel.text = presenter.barcodeText
    }
}

final class BoardingPassPresenter {

    private let code: String

    init(code: String) {
        self.code = code
    }

    var barcodeText: String {
        "▮▯▮▮ \(code) ▮▯▯▮"
    }
}

enum BoardingPassBuilder {

    static func build(code: String) -> UIViewController {
        let view = BoardingPassViewController()
        view.presenter = BoardingPassPresenter(code: code)
        return view
    }
}
