//
//  PickupCodePresenter.h
//  Doorstep
//

#import <Foundation/Foundation.h>

#import "PickupCodeViewController.h"
#import "PickupCodeInteractor.h"

@interface PickupCodePresenter : NSObject <PickupCodeViewOutput, PickupCodeInteractorOutput>

@property (nonatomic, weak) id<PickupCodeViewInput> view;
@property (nonatomic, strong) id<PickupCodeInteractorInput> interactor;
@property (nonatomic, copy) NSString *lockerCode;

@end
