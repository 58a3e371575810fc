//
//  SlotPickerAssembly.m
//  Dropline
//

#import "SlotPickerAssembly.h"
#import "SlotPickerViewController.h"
#import "SlotPickerPresenter.h"
#import "SlotPickerInteractor.h"

@implementation SlotPickerAssembly

+ (UIViewController *)assembleModule {
    SlotPickerViewController *view = [[SlotPickerViewController alloc] initWithStyle:UITableViewStylePlain];
    SlotPickerPresenter *presenter = [[SlotPickerPresenter alloc] init];
    SlotPickerInteractor *interactor = [[SlotPickerInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;
    return view;
}

@end
