//
//  PetProfileInteractor.h
//  Pawprint
//

#import <Foundation/Foundation.h>

@protocol PetProfileInteractorOutput <NSObject>
- (void)didObtainFacts:(NSArray<NSString *> *)facts;
@end

@protocol PetProfileInteractorInput <NSObject>
- (void)obtainFacts;
@end

@interface PetProfileInteractor : NSObject <PetProfileInteractorInput>

@property (nonatomic, weak) id<PetProfileInteractorOutput> output;

@end
