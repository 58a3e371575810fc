//
//  AddCropPresenter.m
//  Sprout
//

#import "AddCropPresenter.h"

@implementation AddCropPresenter

#pragma mark - AddCropViewOutput

- (void)didTapSaveWithName:(NSString *)name bed:(NSString *)bed {
    if (name.length == 0) {
        [self.view showValidationMessage:@"Give the crop a name"];
        return;
    }
    [self.interactor saveCropWithName:name bed:bed];
}

- (void)didTapCancel {
    [self.router closeModuleFromViewController:(UIViewController *)self.view];
}

#pragma mark - AddCropInteractorOutput

- (void)didSaveCrop {
    [self.router closeModuleFromViewController:(UIViewController *)self.view];
}

@end
