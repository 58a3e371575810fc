//
//  VaccinationsPresenter.h
//  Pawprint
//

#import <Foundation/Foundation.h>

#import "VaccinationsViewController.h"
#import "VaccinationsInteractor.h"

@interface VaccinationsPresenter : NSObject <VaccinationsViewOutput, VaccinationsInteractorOutput>

@property (nonatomic, weak) id<VaccinationsViewInput> view;
@property (nonatomic, strong) id<VaccinationsInteractorInput> interactor;
@property (nonatomic, copy) NSString *petName;

@end
