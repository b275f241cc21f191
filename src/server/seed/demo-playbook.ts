export type TDemoGuidelines = { preferred: string; acceptable: string; unacceptable: string };
export type TDemoContractType = { name: string; categories: { name: string; guidelines: TDemoGuidelines }[] };

export const DEMO_PLAYBOOK: TDemoContractType[] = [
  {
    name: 'NDA',
    categories: [
      {
        name: 'Definition of Confidential Information',
        guidelines: {
          preferred:
            '"Confidential Information" means all non-public information disclosed by or on behalf of a party (the "Disclosing Party") to the other party (the "Receiving Party"), in writing, orally, electronically, visually or by inspection, that is designated as confidential or that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure, including source code, product roadmaps, pricing, customer information, security practices and the terms of this Agreement. Confidential Information does not include information that (a) is or becomes publicly available through no fault of the Receiving Party, (b) was lawfully known to the Receiving Party without restriction before disclosure, (c) is independently developed without use of the Confidential Information, or (d) is rightfully received from a third party without a duty of confidentiality.',
          acceptable:
            '"Confidential Information" means non-public information disclosed by the Disclosing Party to the Receiving Party that is marked or identified as "Confidential" or "Proprietary" at the time of disclosure. Information disclosed orally or visually is Confidential Information only if it is identified as confidential at the time of disclosure and summarized in a writing marked "Confidential" that is delivered to the Receiving Party within thirty (30) days after disclosure. Confidential Information does not include information that is or becomes public through no fault of the Receiving Party, was known to the Receiving Party without restriction, is independently developed, or is rightfully received from a third party without restriction.',
          unacceptable:
            '"Confidential Information" means only information that is disclosed in written or electronic form and conspicuously marked "Confidential" by the Disclosing Party at the time of disclosure. Information disclosed orally, visually or by inspection, and any information that is not so marked, shall not be Confidential Information unless the Disclosing Party reduces it to writing, marks it and delivers it to the Receiving Party within five (5) days after disclosure. Any information that the Receiving Party knew or develops at any time shall not be Confidential Information, and the Receiving Party shall have no obligation to determine whether any information is confidential.',
        },
      },
      {
        name: 'Confidentiality Obligations',
        guidelines: {
          preferred:
            'The Receiving Party shall (a) use the Disclosing Party\'s Confidential Information solely to evaluate and pursue the business relationship between the parties (the "Purpose"), (b) disclose it only to its and its affiliates\' employees, officers, contractors and professional advisers who need to know it for the Purpose and are bound by written confidentiality obligations at least as protective as this Agreement, and (c) protect it with at least the degree of care it uses for its own confidential information of a similar nature, and in no event less than reasonable care. The Receiving Party is responsible for any breach of this Agreement by its representatives. If legally compelled to disclose Confidential Information, the Receiving Party shall give the Disclosing Party prompt prior written notice, where legally permitted, and reasonable assistance in seeking a protective order.',
          acceptable:
            "The Receiving Party shall use the Disclosing Party's Confidential Information only for the Purpose and shall not disclose it except to its employees, affiliates, contractors and professional advisers who have a need to know and are bound by confidentiality obligations, whether by written agreement or professional duty, no less restrictive in substance than those in this Agreement. The Receiving Party shall protect Confidential Information using reasonable care and remains responsible for its representatives' compliance with this Agreement. If disclosure is required by law or court order, the Receiving Party shall, where legally permitted, notify the Disclosing Party before disclosing and shall disclose only the portion that is legally required.",
          unacceptable:
            "The Receiving Party shall use commercially reasonable efforts to avoid publishing the Disclosing Party's Confidential Information and may use Confidential Information for any purpose related to its business. The Receiving Party may disclose Confidential Information to its affiliates, contractors, agents and business partners without requiring any written confidentiality undertaking and shall have no liability for their acts or omissions. Nothing in this Agreement restricts the Receiving Party from using Residuals, meaning information retained in the unaided memory of persons who had access to Confidential Information, including ideas, concepts, know-how and techniques, for any purpose, including the development of competing products.",
        },
      },
      {
        name: 'Term and Termination',
        guidelines: {
          preferred:
            "This Agreement commences on the Effective Date and continues for two (2) years, unless earlier terminated by either party on thirty (30) days' prior written notice to the other party. The Receiving Party's obligations with respect to Confidential Information disclosed during the term shall survive expiration or termination of this Agreement for five (5) years, except that obligations with respect to trade secrets and source code shall continue for as long as such information remains a trade secret under applicable law.",
          acceptable:
            "This Agreement commences on the Effective Date and continues for one (1) year, unless earlier terminated by either party on sixty (60) days' prior written notice. The Receiving Party's obligations with respect to Confidential Information disclosed during the term shall survive expiration or termination of this Agreement for three (3) years, provided that information identified by the Disclosing Party as a trade secret shall remain protected for as long as it qualifies as a trade secret under applicable law.",
          unacceptable:
            "This Agreement shall expire six (6) months after the Effective Date and may be terminated by either party at any time on ten (10) days' written notice. All obligations of the Receiving Party under this Agreement, including obligations with respect to trade secrets, shall terminate one (1) year after the date on which the relevant Confidential Information was first disclosed, and thereafter the Receiving Party shall be free to use and disclose such Confidential Information without restriction.",
        },
      },
      {
        name: 'Return or Destruction',
        guidelines: {
          preferred:
            "Within thirty (30) days after the Disclosing Party's written request, or after expiration or termination of this Agreement, the Receiving Party shall return or destroy all Confidential Information of the Disclosing Party in its possession or control, including all copies, notes and extracts, and upon request shall certify such return or destruction in a writing signed by an authorized officer. The Receiving Party may retain copies stored in automatic electronic backup systems or required to be retained by law, provided that such copies remain subject to this Agreement for as long as they are retained and are not accessed for any other purpose.",
          acceptable:
            "Within forty-five (45) days after the Disclosing Party's written request, the Receiving Party shall return or destroy the Disclosing Party's Confidential Information and, upon request, confirm in writing that it has done so. The Receiving Party's legal department may retain one (1) archival copy solely to evidence compliance with this Agreement, and the Receiving Party is not required to purge electronic backups that are overwritten in the ordinary course, provided that all retained information remains subject to the confidentiality obligations of this Agreement.",
          unacceptable:
            "Upon the Disclosing Party's written request, the Receiving Party shall use reasonable efforts to return Confidential Information within ninety (90) days, but may retain any copies, summaries and analyses that it determines in its sole discretion are necessary for its business purposes. The Receiving Party shall not be required to destroy electronic copies or to provide any certification of return or destruction, and the confidentiality obligations of this Agreement shall not apply to information retained after the term of this Agreement.",
        },
      },
      {
        name: 'Limitation of Liability',
        guidelines: {
          preferred:
            "Neither party shall be liable for any indirect, incidental, special or consequential damages arising out of this Agreement, except that this exclusion shall not apply to damages arising from a party's breach of its confidentiality or use obligations or its misappropriation of the other party's Confidential Information. Nothing in this Agreement limits or caps either party's liability for unauthorized use or disclosure of Confidential Information, for its gross negligence, fraud or willful misconduct, or for any liability that cannot be limited under applicable law.",
          acceptable:
            "Neither party shall be liable for any indirect, incidental, special or consequential damages arising out of this Agreement, except for damages arising from a party's willful or grossly negligent disclosure of Confidential Information. Each party's total aggregate liability under this Agreement shall not exceed two million dollars ($2,000,000), provided that this limit shall not apply to a party's fraud, willful misconduct or intentional misappropriation of the other party's Confidential Information.",
          unacceptable:
            "In no event shall the Receiving Party be liable for any lost profits or any indirect, incidental, special, consequential or punitive damages, including damages arising from the unauthorized use or disclosure of Confidential Information, regardless of the form of action. The Receiving Party's total aggregate liability arising out of or relating to this Agreement shall not exceed ten thousand dollars ($10,000), and the Disclosing Party's sole and exclusive remedy for any breach shall be the recovery of direct damages up to that amount.",
        },
      },
      {
        name: 'Remedies',
        guidelines: {
          preferred:
            "Each party acknowledges that unauthorized use or disclosure of the Disclosing Party's Confidential Information may cause irreparable harm for which monetary damages would be an inadequate remedy. Accordingly, the Disclosing Party shall be entitled to seek injunctive relief and specific performance to prevent or restrain any actual or threatened breach, without the necessity of posting a bond or proving actual damages, in addition to any other remedies available at law or in equity. The Receiving Party shall notify the Disclosing Party in writing within two (2) business days after becoming aware of any unauthorized use or disclosure and shall cooperate to regain possession of the Confidential Information.",
          acceptable:
            'The parties agree that a breach of this Agreement may cause harm for which monetary damages may not be an adequate remedy, and that the Disclosing Party may seek injunctive or other equitable relief from a court of competent jurisdiction, subject to the posting of any bond the court may require. Such relief shall be in addition to any other remedies available to the Disclosing Party. The Receiving Party shall notify the Disclosing Party within five (5) business days after discovering any unauthorized use or disclosure of Confidential Information.',
          unacceptable:
            "The Disclosing Party's sole and exclusive remedy for any breach of this Agreement shall be the recovery of proven direct monetary damages, subject to the limitations of liability in this Agreement, and the Disclosing Party waives any right to seek injunctive relief, specific performance or other equitable remedies. Before commencing any action, the Disclosing Party must give the Receiving Party written notice describing the alleged breach in reasonable detail and a period of thirty (30) days to cure it. The Receiving Party shall have no obligation to notify the Disclosing Party of any unauthorized use or disclosure.",
        },
      },
      {
        name: 'Governing Law',
        guidelines: {
          preferred:
            'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles. Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in New York County, New York, for any action arising out of or relating to this Agreement, and waives any objection to venue in those courts. Notwithstanding the foregoing, either party may seek injunctive relief in any court of competent jurisdiction to protect its Confidential Information.',
          acceptable:
            'This Agreement shall be governed by the laws of the State of Delaware, without giving effect to any choice of law rules that would require the application of the laws of another jurisdiction. Any action arising out of or relating to this Agreement shall be brought in the state or federal courts located in New Castle County, Delaware, and each party consents to the personal jurisdiction of those courts. Either party may seek equitable relief in any court of competent jurisdiction.',
          unacceptable:
            'This Agreement shall be governed by the laws of the jurisdiction in which Counterparty has its principal place of business, and the courts located in that jurisdiction shall have exclusive jurisdiction and venue over any dispute arising out of or relating to this Agreement, including any claim for injunctive relief. The other party irrevocably waives any objection to such courts on the grounds of inconvenient forum or otherwise, while Counterparty may, at its sole option, bring proceedings in any other court of competent jurisdiction.',
        },
      },
      {
        name: 'Assignment',
        guidelines: {
          preferred:
            'Neither party may assign or transfer this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld, conditioned or delayed, except that either party may assign this Agreement without consent to an affiliate or to a successor in connection with a merger, acquisition, corporate reorganization or sale of all or substantially all of its assets, provided that it gives the other party written notice within thirty (30) days after the assignment. Any attempted assignment in violation of this Section is void. This Agreement binds and benefits the parties and their permitted successors and assigns.',
          acceptable:
            "Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign this Agreement without consent in connection with a merger, acquisition or sale of all or substantially all of its assets upon fifteen (15) days' prior written notice, provided that the assignee is not a direct competitor of the other party and agrees in writing to be bound by this Agreement. Any assignment in violation of this Section is void.",
          unacceptable:
            "Counterparty may assign or transfer this Agreement, in whole or in part, to any person at any time without notice or consent. The other party may not assign, delegate or otherwise transfer this Agreement, whether by operation of law, merger, change of control or otherwise, without Counterparty's prior written consent, which Counterparty may withhold in its sole discretion. Any change of control of the other party shall entitle Counterparty to terminate this Agreement on five (5) days' notice.",
        },
      },
    ],
  },
  {
    name: 'Master Services Agreement',
    categories: [
      {
        name: 'Limitation of Liability',
        guidelines: {
          preferred:
            'Except for Excluded Claims, neither party shall be liable for any indirect, incidental, special or consequential damages or lost profits arising out of this Agreement, and each party\'s total aggregate liability arising out of or relating to this Agreement shall not exceed the greater of the fees paid or payable by Customer under this Agreement in the twelve (12) months preceding the event giving rise to the claim or one million dollars ($1,000,000). "Excluded Claims" means a party\'s indemnification obligations, breach of its confidentiality or data protection obligations, gross negligence, fraud or willful misconduct, to which no exclusion or limitation of liability shall apply.',
          acceptable:
            "Neither party shall be liable for any indirect, incidental, special or consequential damages or lost profits, except in respect of its indemnification obligations, gross negligence or willful misconduct. Each party's total aggregate liability arising out of or relating to this Agreement shall not exceed the fees paid or payable by Customer in the six (6) months preceding the event giving rise to the claim, except that Supplier's liability for breach of its confidentiality or data protection obligations shall not exceed two (2) times that amount.",
          unacceptable:
            "Supplier's total aggregate liability arising out of or relating to this Agreement, whether in contract, tort or otherwise, shall not exceed the fees actually paid by Customer for the specific Services giving rise to the claim during the one (1) month preceding the claim. In no event shall Supplier be liable for loss of data, security breaches, lost profits or any indirect, incidental, special or consequential damages. Customer's liability for payment obligations, infringement of Supplier's intellectual property rights, indemnification and any other breach of this Agreement shall be unlimited and uncapped.",
        },
      },
      {
        name: 'Indemnification',
        guidelines: {
          preferred:
            "Supplier shall defend, indemnify and hold harmless Customer, its affiliates and their officers, directors and employees from and against all losses, damages, fines, costs and reasonable attorneys' fees arising out of any third-party claim alleging (a) that the Services or Deliverables infringe or misappropriate any intellectual property right, (b) a breach of Supplier's confidentiality, security or data protection obligations, (c) bodily injury, death or damage to property caused by Supplier, or (d) Supplier's gross negligence, willful misconduct or violation of applicable law. Supplier's indemnification obligations shall not be subject to any limitation of liability, and Customer's failure to give prompt notice of a claim shall relieve Supplier only to the extent it is materially prejudiced.",
          acceptable:
            "Supplier shall defend and indemnify Customer and its affiliates against third-party claims alleging that the Services or Deliverables infringe any patent, copyright or trademark or misappropriate any trade secret, and against claims arising from Supplier's gross negligence or willful misconduct. Customer shall defend and indemnify Supplier against third-party claims alleging that materials provided by Customer infringe any intellectual property right. Each party's indemnification obligations are subject to a separate liability cap equal to three (3) times the fees paid or payable in the twelve (12) months preceding the claim, and the indemnified party shall give notice within thirty (30) days after receiving the claim.",
          unacceptable:
            "Customer shall defend, indemnify and hold harmless Supplier, its affiliates and their personnel from and against any and all claims, losses, damages and expenses arising out of or relating to Customer's use of the Services, Customer Data or any breach of this Agreement by Customer. Supplier's sole indemnification obligation is to defend Customer against claims that the unmodified Services infringe a United States patent, limited to the fees paid by Customer in the three (3) months preceding the claim and excluding claims arising from combinations, modifications or Customer specifications. Customer must notify Supplier of any claim within ten (10) days or forfeit its right to indemnification.",
        },
      },
      {
        name: 'Confidentiality',
        guidelines: {
          preferred:
            "Each party shall hold the other party's Confidential Information in strict confidence, use it only to perform or receive the Services, and disclose it only to its employees, contractors and professional advisers who need to know it and are bound by written obligations at least as protective as this Section. Each party shall protect Confidential Information with at least the degree of care it uses for its own confidential information, and no less than reasonable care. These obligations continue during the term and for five (5) years after termination or expiration, and for trade secrets and Customer Data for as long as they remain confidential. Upon termination, each party shall return or destroy the other party's Confidential Information within thirty (30) days.",
          acceptable:
            "Each party shall use the other party's Confidential Information only to perform its obligations or exercise its rights under this Agreement, shall not disclose it except to personnel and advisers with a need to know who are bound by confidentiality obligations, and shall protect it with reasonable care. These obligations continue for three (3) years after termination or expiration of this Agreement, except that obligations relating to trade secrets and personal data continue for as long as applicable law protects them. Each party shall return or destroy the other party's Confidential Information within sixty (60) days after termination.",
          unacceptable:
            "Customer shall keep confidential all information relating to the Services, Supplier's pricing and Supplier's technology, and shall not disclose such information to any third party. Supplier shall use reasonable efforts not to disclose Customer information that is marked as confidential, may share it with its affiliates, subcontractors and partners as it considers appropriate, and may retain it indefinitely. Supplier's confidentiality obligations expire one (1) year after the date of disclosure, while Customer's obligations survive indefinitely.",
        },
      },
      {
        name: 'Term and Termination',
        guidelines: {
          preferred:
            "This Agreement commences on the Effective Date and continues until terminated in accordance with this Section. Customer may terminate this Agreement or any Statement of Work for convenience on thirty (30) days' prior written notice without penalty, paying only for Services properly performed through the termination date. Either party may terminate for material breach not cured within thirty (30) days after written notice. Upon any termination, Supplier shall refund any prepaid fees for Services not performed and, at Customer's request, provide transition assistance for up to ninety (90) days at the rates in this Agreement.",
          acceptable:
            "This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term. Customer may terminate for convenience on sixty (60) days' prior written notice, subject to payment for Services performed and for non-cancellable commitments documented in the applicable Statement of Work. Either party may terminate for material breach not cured within forty-five (45) days after written notice. Supplier shall provide transition assistance for up to thirty (30) days at its then-current rates.",
          unacceptable:
            "This Agreement has an initial term of three (3) years and automatically renews for successive three (3) year terms unless Customer gives written notice of non-renewal at least ninety (90) days before the end of the then-current term. Customer may not terminate this Agreement for convenience. Supplier may suspend the Services or terminate this Agreement for any reason on ten (10) days' written notice. Upon any termination for Customer's breach, all fees for the remainder of the then-current term shall become immediately due and payable.",
        },
      },
      {
        name: 'Payment Terms',
        guidelines: {
          preferred:
            "Supplier shall invoice Customer monthly in arrears for Services accepted by Customer, with each invoice referencing the applicable purchase order and including reasonable supporting detail. Customer shall pay each undisputed invoice within sixty (60) days after receipt and may withhold any amount disputed in good faith pending resolution without being in breach of this Agreement. No late payment charges or interest shall apply. Fees are fixed for the initial term and thereafter may be increased no more than once in any twelve (12) month period, by no more than three percent (3%), on at least ninety (90) days' prior written notice.",
          acceptable:
            "Supplier shall invoice Customer monthly, and Customer shall pay each undisputed invoice within forty-five (45) days after receipt. Customer shall notify Supplier of any good-faith dispute before the due date, and the parties shall work together to resolve it promptly. Undisputed amounts not paid when due may bear interest at one percent (1%) per month, provided that Supplier has first given fifteen (15) days' written notice of non-payment. Supplier may increase its fees once per year by no more than five percent (5%) on sixty (60) days' prior written notice.",
          unacceptable:
            "Supplier shall invoice Customer annually in advance, and all invoices are due and payable within fifteen (15) days after the invoice date, without set-off, deduction or withholding for any reason, including any disputed amount. Overdue amounts bear interest at one and one-half percent (1.5%) per month, and Supplier may suspend the Services on five (5) days' notice if any amount is overdue. Supplier may increase its fees at any time on thirty (30) days' notice. All fees are non-cancellable and non-refundable.",
        },
      },
      {
        name: 'Intellectual Property',
        guidelines: {
          preferred:
            "All Deliverables and other work product created by Supplier for Customer under this Agreement, and all intellectual property rights in them, shall be owned exclusively by Customer upon creation and, to the extent permitted by law, shall be works made for hire. Supplier hereby assigns to Customer all right, title and interest in such Deliverables and shall deliver all related source code and documentation within ten (10) days after acceptance. Supplier retains ownership of its pre-existing materials and grants Customer a perpetual, irrevocable, worldwide, royalty-free, non-exclusive license to use, modify and sublicense any pre-existing materials incorporated into the Deliverables. Supplier acquires no rights in Customer Data or Customer's Confidential Information.",
          acceptable:
            "Upon payment in full of the applicable fees, Supplier assigns to Customer all right, title and interest in the Deliverables specifically developed for Customer under a Statement of Work and shall deliver the related source code within thirty (30) days after such payment. Supplier retains ownership of its pre-existing materials, tools and general know-how and grants Customer a perpetual, non-exclusive, royalty-free license to use such materials, to the extent incorporated into the Deliverables, for Customer's internal business purposes. Customer retains all rights in Customer Data.",
          unacceptable:
            "Supplier owns and retains all right, title and interest in and to the Services, Deliverables, work product, source code and all improvements, modifications and derivative works, including those based on Customer Data, Customer's Confidential Information or feedback. Supplier grants Customer a non-exclusive, non-transferable, revocable license to use the Deliverables solely for its internal purposes during the term of the applicable Statement of Work, which license terminates automatically upon its expiration or termination. Supplier may use Customer Data and feedback for any purpose without compensation or attribution.",
        },
      },
      {
        name: 'Warranties',
        guidelines: {
          preferred:
            "Supplier represents and warrants that (a) the Services will be performed in a professional and workmanlike manner by qualified personnel in accordance with industry best practices, (b) the Deliverables will conform to their specifications and documentation for twelve (12) months after acceptance, (c) the Services and Deliverables will not contain any virus, malicious code or undisclosed open source software subject to copyleft terms, and (d) Supplier will comply with all applicable laws. If Supplier breaches any warranty, Supplier shall, at Customer's option, promptly correct the nonconformity at no charge or refund the fees paid for the nonconforming Services or Deliverables.",
          acceptable:
            'Supplier warrants that the Services will be performed in a professional and workmanlike manner consistent with generally accepted industry standards, and that the Deliverables will materially conform to their specifications for ninety (90) days after acceptance. Supplier further warrants that it will use industry-standard measures to prevent the introduction of malicious code and will comply with applicable laws. If Supplier fails to correct a warranty nonconformity after two (2) attempts within a reasonable time, Customer may terminate the affected Statement of Work and receive a refund of the fees paid for the nonconforming Deliverables.',
          unacceptable:
            'Supplier warrants only that the Services will substantially conform to the applicable Statement of Work for thirty (30) days after delivery, and Customer\'s sole and exclusive remedy for breach of this warranty shall be re-performance of the nonconforming Services at Supplier\'s discretion. Except for the foregoing, the Services and Deliverables are provided "AS IS", and Supplier disclaims all other warranties, express, implied or statutory, including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and does not warrant that the Services will be error-free or uninterrupted.',
        },
      },
      {
        name: 'Governing Law',
        guidelines: {
          preferred:
            'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles, and the United Nations Convention on Contracts for the International Sale of Goods shall not apply. Before commencing litigation, the parties shall attempt in good faith to resolve any dispute through escalation to senior executives for thirty (30) days. Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in New York County, New York, provided that either party may seek injunctive relief in any court of competent jurisdiction.',
          acceptable:
            'This Agreement shall be governed by the laws of the State of Delaware, without regard to its conflict of laws principles. The parties shall first attempt to resolve any dispute through good-faith negotiation between their responsible managers for fifteen (15) days. Any action arising out of or relating to this Agreement shall be brought exclusively in the state or federal courts located in New Castle County, Delaware, and each party consents to the personal jurisdiction of those courts.',
          unacceptable:
            'This Agreement shall be governed by the laws of the jurisdiction in which Supplier has its principal place of business, and the courts of that jurisdiction shall have exclusive jurisdiction and venue over all disputes arising out of or relating to this Agreement. Customer irrevocably waives any objection to such venue, including on the grounds of inconvenient forum, and waives its right to a jury trial, while Supplier may bring proceedings against Customer in any court of competent jurisdiction. Any claim by Customer must be brought within six (6) months after the cause of action arises.',
        },
      },
      {
        name: 'Assignment',
        guidelines: {
          preferred:
            "Supplier shall not assign, delegate or subcontract any of its rights or obligations under this Agreement, whether voluntarily, by operation of law or by change of control, without Customer's prior written consent, and Supplier remains fully responsible for any permitted subcontractor. Customer may assign this Agreement without Supplier's consent to any affiliate or to any successor in connection with a merger, acquisition, reorganization or sale of all or substantially all of its assets, by giving written notice within thirty (30) days after the assignment. Any assignment in violation of this Section is void.",
          acceptable:
            "Neither party may assign this Agreement without the other party's prior written consent, which shall not be unreasonably withheld, conditioned or delayed, except that either party may assign this Agreement without consent to a successor in connection with a merger, acquisition or sale of all or substantially all of its assets upon fifteen (15) days' prior written notice. Supplier may use subcontractors upon notice to Customer and remains responsible for their performance. Any assignment in violation of this Section is void.",
          unacceptable:
            "Supplier may assign this Agreement or subcontract any of its obligations, in whole or in part, to any third party without Customer's consent upon five (5) days' notice to Customer. Customer may not assign or transfer this Agreement, whether by operation of law, merger, change of control or otherwise, without Supplier's prior written consent, which Supplier may withhold in its sole discretion. Any change of control of Customer shall be deemed an assignment and shall entitle Supplier to terminate this Agreement immediately.",
        },
      },
      {
        name: 'Data Protection',
        guidelines: {
          preferred:
            "Supplier shall process Personal Data only on Customer's documented instructions and solely to provide the Services, in compliance with all applicable Data Protection Laws and the data processing addendum executed by the parties. Supplier shall maintain administrative, technical and physical safeguards consistent with recognized industry security standards and shall notify Customer of any Security Incident within twenty-four (24) hours after discovery. Supplier shall not engage any subprocessor without Customer's prior written consent and shall return or delete all Personal Data within thirty (30) days after termination. Customer may audit Supplier's compliance with this Section once annually upon reasonable prior notice.",
          acceptable:
            "Supplier shall process Personal Data only as necessary to provide the Services and in accordance with Customer's instructions and applicable Data Protection Laws, and shall implement appropriate technical and organizational security measures. Supplier shall notify Customer of any Security Incident affecting Customer's Personal Data without undue delay and in any event within seventy-two (72) hours after discovery. Supplier may engage subprocessors on fourteen (14) days' prior notice, during which Customer may object on reasonable grounds. Supplier shall delete Personal Data within ninety (90) days after termination and shall provide its most recent independent third-party audit report upon request, not more than once per year.",
          unacceptable:
            'Supplier shall implement security measures that it considers reasonable and shall notify Customer of any confirmed Security Incident within ten (10) business days after completing its investigation. Supplier may engage and replace subprocessors at any time without notice to Customer. Supplier may collect, use and disclose Customer Data, including Personal Data in aggregated or de-identified form, for any purpose, including improving its products and training its models. Supplier may retain Customer Data for one hundred eighty (180) days after termination, and Customer shall have no right to audit Supplier or its subprocessors.',
        },
      },
    ],
  },
];
