//
//  DonorPrepAssembly.m
//  Dropline
//

#import "DonorPrepAssembly.h"
#import "DonorPrepViewController.h"
#import "DonorPrepPresenter.h"

@implementation DonorPrepAssembly

+ (UIViewController *)assembleModuleWithSlotIdentifier:(NSString *)slotIdentifier {
    DonorPrepViewController *view = [[DonorPrepViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    DonorPrepPresenter *presenter = [[DonorPrepPresenter alloc] init];

    presenter.slotIdentifier = slotIdentifier;
    presenter.view = view;
    view.output = presenter;
    return view;
}

@end
