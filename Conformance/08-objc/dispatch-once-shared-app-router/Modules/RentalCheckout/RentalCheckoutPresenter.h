//
//  RentalCheckoutPresenter.h
//  Spokes
//

#import <Foundation/Foundation.h>

#import "RentalCheckoutViewController.h"
#import "RentalCheckoutInteractor.h"
#import "RentalCheckoutRouter.h"

@interface RentalCheckoutPresenter : NSObject <RentalCheckoutViewOutput, RentalCheckoutInteractorOutput>

@property (nonatomic, weak) id<RentalCheckoutViewInput> view;
@property (nonatomic, strong) id<RentalCheckoutInteractorInput> interactor;
@property (nonatomic, strong) id<RentalCheckoutRouterInput> router;
@property (nonatomic, copy) NSString *bikeIdentifier;

@end
