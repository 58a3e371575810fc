import Foundation

protocol EditorViewInput: AnyObject {
    func show(draft: Draft)
    func confirmDiscard()
}

protocol EditorViewOutput: AnyObject {
    func viewIsReady()
    func didChange(title: String, body: String)
    func didTapSave()
    func didTapCancel()
    func didConfirmDiscard()
}

protocol EditorInteractorInput: AnyObject {
    var draft: Draft { get }
    var hasChanges: Bool { get }
    func update(title: String, body: String)
    func save()
}

protocol EditorInteractorOutput: AnyObject {
    func didSave()
}

protocol EditorRouterInput: AnyObject {
    func close()
}
