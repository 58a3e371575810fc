//
//  SlotPickerPresenter.h
//  Dropline
//

#import <Foundation/Foundation.h>

#import "SlotPickerViewController.h"
#import "SlotPickerInteractor.h"

@interface SlotPickerPresenter : NSObject <SlotPickerViewOutput, SlotPickerInteractorOutput>

@property (nonatomic, weak) id<SlotPickerViewInput> view;
@property (nonatomic, strong) id<SlotPickerInteractorInput> interactor;

@end
