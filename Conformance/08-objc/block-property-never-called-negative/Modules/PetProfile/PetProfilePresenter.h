//
//  PetProfilePresenter.h
//  Pawprint
//

#import <Foundation/Foundation.h>

#import "PetProfileViewController.h"
#import "PetProfileInteractor.h"

@interface PetProfilePresenter : NSObject <PetProfileViewOutput, PetProfileInteractorOutput>

@property (nonatomic, weak) id<PetProfileViewInput> view;
@property (nonatomic, strong) id<PetProfileInteractorInput> interactor;
@property (nonatomic, copy) NSString *petName;

@end
