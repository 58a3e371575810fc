import UIKit

final class MixtapeViewController: UIViewController {
    var output: MixtapePresenter!
    private let codeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        codeLabel.text = output.heading
        codeLabel.textColor = .white
        view.addSubview(codeLabel)
    }
}

final class MixtapePresenter {
    private let shareCode: String

    init(shareCode: String) {
        self.shareCode = shareCode
    }

    var heading: String {
        "Mixtape \(shareCode)"
    }
}

enum MixtapeModule {
    static func build(shareCode: String) -> UIViewController {
        let view = MixtapeViewController()
        view.output = MixtapePresenter(shareCode: shareCode)
        view.modalPresentationStyle = .pageSheet
        return view
    }
}
