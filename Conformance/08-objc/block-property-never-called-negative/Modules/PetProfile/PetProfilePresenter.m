//
//  PetProfilePresenter.m
//  Pawprint
//

#import "PetProfilePresenter.h"

@interface PetProfilePresenter ()

@property (nonatomic, copy) NSArray<NSString *> *facts;

@end

@implementation PetProfilePresenter

#pragma mark - PetProfileViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainFacts];
}

#pragma mark - PetProfileInteractorOutput

- (void)didObtainFacts:(NSArray<NSString *> *)facts {
    self.facts = facts;
    [self.view showFacts:facts];
}

@end
