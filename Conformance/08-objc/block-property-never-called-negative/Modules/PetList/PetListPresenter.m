//
//  PetListPresenter.m
//  Pawprint
//

#import "PetListPresenter.h"

@interface PetListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *pets;

@end

@implementation PetListPresenter

#pragma mark - PetListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainPets];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openProfileForPet:self.pets[index]];
}

#pragma mark - PetListInteractorOutput

- (void)didObtainPets:(NSArray<NSString *> *)pets {
    self.pets = pets;
    [self.view showPets:pets];
}

@end
