//
//  SeatPickerPresenter.h
//  Encore
//

#import <Foundation/Foundation.h>

#import "SeatPickerViewController.h"
#import "SeatPickerInteractor.h"
#import "SeatPickerRouter.h"

@interface SeatPickerPresenter : NSObject <SeatPickerViewOutput, SeatPickerInteractorOutput>

@property (nonatomic, weak) id<SeatPickerViewInput> view;
@property (nonatomic, strong) id<SeatPickerInteractorInput> interactor;
@property (nonatomic, strong) id<SeatPickerRouterInput> router;
@property (nonatomic, copy) NSString *gig;

@end
