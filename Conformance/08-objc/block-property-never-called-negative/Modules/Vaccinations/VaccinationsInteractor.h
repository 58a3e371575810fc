//
//  VaccinationsInteractor.h
//  Pawprint
//

#import <Foundation/Foundation.h>

@protocol VaccinationsInteractorOutput <NSObject>
- (void)didObtainShots:(NSArray<NSString *> *)shots;
@end

@protocol VaccinationsInteractorInput <NSObject>
- (void)obtainShots;
@end

@interface VaccinationsInteractor : NSObject <VaccinationsInteractorInput>

@property (nonatomic, weak) id<VaccinationsInteractorOutput> output;

@end
